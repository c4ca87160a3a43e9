'use client'

// `@foyer/react/login`: the embedded wallet's email, social, passkey and Farcaster logins for
// an app's own connect screen. An entry of its own, so that `@foyer/react`'s main entry (and
// every app that uses the modal's login views instead) does not carry them.
export type { EmailCodeLabels, LoginMethod, LoginState } from '@foyer/core/login'
export { type UseFoyerLoginReturn, useFoyerLogin } from './hooks/use-foyer-login.js'

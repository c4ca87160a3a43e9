import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import * as emailStories from '../email/email-views.stories.js'
import * as updateEmailStories from '../update-email/update-email-views.stories.js'
import * as socialStories from './connecting-social-view.stories.js'

type StoryModule = Record<string, unknown> & { default: { render: (...args: never[]) => unknown } }
type Story = { loaders?: (() => Promise<Record<string, unknown>>)[]; globals?: object }

/** Each story's view, by story name: the test id the story must show. */
const EXPECTED: [StoryModule, string, string][] = [
  [emailStories as never, 'EmailVerifyOtp', 'foyer-view-EmailVerifyOtp'],
  [emailStories as never, 'EmailVerifyDevice', 'foyer-view-EmailVerifyDevice'],
  [emailStories as never, 'ApproveTransaction', 'foyer-view-ApproveTransaction'],
  [socialStories as never, 'SocialButtons', 'foyer-social-google'],
  [socialStories as never, 'Waiting', 'foyer-social-cancel'],
  [socialStories as never, 'Failed', 'foyer-social-error'],
  [socialStories as never, 'PopupBlocked', 'foyer-social-error'],
  [updateEmailStories as never, 'AccountWithEmail', 'foyer-account-edit-email'],
  [updateEmailStories as never, 'UpdateEmailWallet', 'foyer-view-UpdateEmailWallet'],
  [updateEmailStories as never, 'UpdateEmailPrimaryOtp', 'foyer-view-UpdateEmailPrimaryOtp'],
  [updateEmailStories as never, 'UpdateEmailSecondaryOtp', 'foyer-view-UpdateEmailSecondaryOtp'],
]

describe('the embedded wallet views’ stories render their state', () => {
  for (const [module, name, testId] of EXPECTED) {
    it(name, async () => {
      const story = module[name] as Story
      const loaded = Object.assign(
        {},
        ...(await Promise.all((story.loaders ?? []).map((l) => l()))),
      )
      const renderFn = module.default.render as unknown as (
        args: unknown,
        context: { loaded: Record<string, unknown>; globals: object },
      ) => React.ReactElement
      await act(async () => {
        render(renderFn({}, { loaded, globals: story.globals ?? {} }))
      })
      expect(await screen.findByTestId(testId, {}, { timeout: 10_000 })).toBeTruthy()
    })
  }
})

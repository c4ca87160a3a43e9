import nodemailer from 'nodemailer'

/** What a code is for: a login, an email change, or confirming a sensitive action (step-up). */
export type MailPurpose = 'login' | 'update' | 'step-up'

/** How the mail names what its code is for. */
const MAIL_SUBJECTS: Record<MailPurpose, string> = {
  login: 'sign-in',
  update: 'email change',
  'step-up': 'confirmation',
}

/** Sends the one-time codes and the device confirmation links. */
export interface Mailer {
  sendCode(to: string, code: string, purpose: MailPurpose): Promise<void>
  /** The link that confirms a new browser before its login code is sent (verify device). */
  sendDeviceLink(to: string, link: string): Promise<void>
  close(): void
}

/** A mailer over SMTP (`smtp://user:pass@host:port` or `smtps://…`) with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async sendCode(to, code, purpose) {
      const what = MAIL_SUBJECTS[purpose]
      await transport.sendMail({
        from,
        to,
        subject: `Your ${what} code: ${code}`,
        text: `Your ${what} code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.\n`,
      })
    },
    async sendDeviceLink(to, link) {
      await transport.sendMail({
        from,
        to,
        subject: 'Confirm your new device',
        text: `Someone is signing in to your wallet from a new device or browser.\n\nIf it is you, open this link to confirm the device, then go back to the app:\n${link}\n\nThe link expires in 10 minutes. If you did not try to sign in, ignore this email: nobody can sign in from that device without it.\n`,
      })
    },
    close: () => transport.close(),
  }
}

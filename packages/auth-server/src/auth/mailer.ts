import nodemailer from 'nodemailer'

/** What a code is for: a login, an email change, or confirming a sensitive action (step-up). */
export type MailPurpose = 'login' | 'update' | 'step-up'

/** How the mail names what its code is for. */
const MAIL_SUBJECTS: Record<MailPurpose, string> = {
  login: 'sign-in',
  update: 'email change',
  'step-up': 'confirmation',
}

/** Sends the one-time codes. */
export interface Mailer {
  sendCode(to: string, code: string, purpose: MailPurpose): Promise<void>
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
    close: () => transport.close(),
  }
}

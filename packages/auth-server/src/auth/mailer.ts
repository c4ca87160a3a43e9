import nodemailer from 'nodemailer'

/** Sends the one-time codes. */
export interface Mailer {
  sendCode(to: string, code: string, purpose: 'login' | 'update'): Promise<void>
  close(): void
}

/** A mailer over SMTP (`smtp://user:pass@host:port` or `smtps://…`) with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async sendCode(to, code, purpose) {
      const what = purpose === 'login' ? 'sign-in' : 'email change'
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

/**
 * The English texts of the email login's verify-device step: a lazily loaded section (see
 * `LAZY_SECTIONS`), imported only by that step's chunk, so the initial English catalogue does
 * not carry them. Every other catalogue translates them under `device`.
 */
export const enDevice = {
  resend: 'Resend email',
  resendIn: 'Resend email in {seconds} s',
  sent: 'A new email was sent',
}

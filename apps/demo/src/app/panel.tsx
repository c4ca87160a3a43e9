import { type ReactNode, useId } from 'react'

/** A titled section of the demo page. */
export function Panel({
  title,
  children,
  testId,
}: {
  title: string
  children: ReactNode
  testId?: string
}) {
  const headingId = useId()
  return (
    <section className="demo-panel" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  )
}

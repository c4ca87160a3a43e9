import { useSyncExternalStore } from 'react'
import type { EventLog } from '../events/event-log.js'
import { Panel } from './panel.js'

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The client's events (MODAL_OPEN, CONNECT_SUCCESS, …), newest first. */
export function EventsPanel({ eventLog }: { eventLog: EventLog }) {
  const events = useSyncExternalStore(eventLog.subscribe, eventLog.getSnapshot)
  return (
    <Panel title="Events" testId="demo-events-panel">
      {events.length === 0 ? (
        <p className="demo-hint">No events yet: open the modal.</p>
      ) : (
        // Scrolls when long: focusable, so that keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus
        <section className="demo-events" aria-label="Event log" tabIndex={0}>
          <ol data-testid="demo-events">
            {events.map(({ id, record }) => (
              <li key={id}>
                <time dateTime={new Date(record.timestamp).toISOString()}>
                  {timeFormat.format(record.timestamp)}
                </time>{' '}
                <strong data-testid="demo-event-name">{record.event}</strong>{' '}
                <code>{JSON.stringify(record.properties)}</code>
              </li>
            ))}
          </ol>
        </section>
      )}
    </Panel>
  )
}

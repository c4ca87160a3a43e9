import { type CSSProperties, type ReactNode, useState } from 'react'

/** Props of {@link WithFieldImage}. */
export interface WithFieldImageProps {
  /** The image; none, or one that fails to load, leaves the neutral circle empty. */
  src: string | undefined
  'data-testid': string
  /** The field, which takes the rest of the row. */
  children: ReactNode
}

const CIRCLE: CSSProperties = {
  flex: 'none',
  width: 24,
  height: 24,
  overflow: 'hidden',
  borderRadius: '50%',
  background: 'var(--foyer-color-surface)',
}

/**
 * A field with a 24 px image in a neutral circle before it (Buy's asset and currency). The
 * circle's size is fixed, so nothing moves when the image arrives or fails. The image is
 * decorative: the field's label and value name what it shows. A plain `<img>` with inline
 * styles rather than the ui package's images and the views' stylesheet, so that the on-ramp
 * chunk needs no other chunk and the first load does not grow.
 */
export function WithFieldImage({ src, 'data-testid': testId, children }: WithFieldImageProps) {
  const [failed, setFailed] = useState<string>()
  const shown = src !== undefined && src !== failed
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span
        style={CIRCLE}
        aria-hidden="true"
        data-testid={testId}
        data-fallback={shown ? undefined : ''}
      >
        {shown && (
          <img
            src={src}
            alt=""
            width={24}
            height={24}
            referrerPolicy="no-referrer"
            onError={() => setFailed(src)}
          />
        )}
      </span>
      {children}
    </div>
  )
}

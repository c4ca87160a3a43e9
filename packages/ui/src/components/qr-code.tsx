import { forwardRef, type HTMLAttributes, useMemo } from 'react'
import { cx } from '../internal/cx.js'
import { useUiLabels } from '../labels/ui-labels.js'
import { drawQr, type QrDrawing, type QrErrorCorrection } from './qr-matrix.js'
import { Spinner } from './spinner.js'

/** Width of the light margin around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4

/** Props of {@link QrCode}. */
export interface QrCodeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The text to encode, e.g. a WalletConnect URI. While empty, a spinner shows instead. */
  value: string | undefined
  /** Accessible name of the code, e.g. "QR code to connect a mobile wallet". */
  label: string
  /** Side length in CSS pixels. Default 256. */
  size?: number
  /** Image shown in the centre (a `data:` URL or the wallet directory's). */
  logoSrc?: string | undefined
  /** Error correction; `'H'` when there is a logo, `'M'` otherwise. */
  errorCorrection?: QrErrorCorrection
  /** Spinner label while `value` is empty. Default from {@link useUiLabels}. */
  loadingLabel?: string
}

function encodeSafely(value: string, ecc: QrErrorCorrection, withLogo: boolean) {
  try {
    return drawQr(value, ecc, withLogo)
  } catch (error) {
    // A value too long for any QR version: show an empty code rather than break the view.
    console.warn('[foyer] cannot encode this value as a QR code', error)
    return undefined
  }
}

function Logo({ drawing, src }: { drawing: QrDrawing; src: string }) {
  const area = drawing.logoArea
  if (!area) return null
  const side = area.end - area.start
  const inset = 0.5
  return (
    <g transform={`translate(${QUIET_ZONE + area.start} ${QUIET_ZONE + area.start})`}>
      <rect className="foyer-qr-logo-plate" width={side} height={side} rx={side * 0.2} />
      <image
        href={src}
        x={inset}
        y={inset}
        width={side - inset * 2}
        height={side - inset * 2}
        preserveAspectRatio="xMidYMid meet"
      />
    </g>
  )
}

/**
 * A QR code drawn as SVG in the theme's `--foyer-qr-color` on a light plate (codes scan
 * best dark-on-light, so the plate stays light in the dark theme), with an optional logo.
 */
export const QrCode = forwardRef<HTMLDivElement, QrCodeProps>(function QrCode(
  { value, label, size = 256, logoSrc, errorCorrection, loadingLabel, className, style, ...props },
  ref,
) {
  const labels = useUiLabels()
  const withLogo = Boolean(logoSrc)
  const ecc = errorCorrection ?? (withLogo ? 'H' : 'M')
  const drawing = useMemo(
    () => (value ? encodeSafely(value, ecc, withLogo) : undefined),
    [value, ecc, withLogo],
  )
  const boxStyle = { width: size, height: size, ...style }
  if (!value) {
    return (
      <div ref={ref} className={cx('foyer-qr', className)} style={boxStyle} {...props}>
        <Spinner label={loadingLabel ?? labels.loadingQrCode} size={32} />
      </div>
    )
  }
  const extent = (drawing?.size ?? 21) + QUIET_ZONE * 2
  return (
    <div ref={ref} className={cx('foyer-qr', className)} style={boxStyle} {...props}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${extent} ${extent}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        data-foyer-qr-error={drawing ? undefined : ''}
      >
        <rect className="foyer-qr-background" width={extent} height={extent} />
        {drawing && (
          <path
            className="foyer-qr-modules"
            transform={`translate(${QUIET_ZONE} ${QUIET_ZONE})`}
            d={drawing.path}
          />
        )}
        {drawing && logoSrc && <Logo drawing={drawing} src={logoSrc} />}
      </svg>
    </div>
  )
})

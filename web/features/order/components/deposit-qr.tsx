import { QRCodeSVG } from 'qrcode.react'
import styles from './order.module.css'

/**
 * The deposit address as a QR code. Its own module so that qrcode.react loads only when a deposit is shown
 * (React.lazy in deposit-card.tsx). Dark modules on the light surface, whatever the theme: scanners need that.
 */
export function DepositQr({ value, label }: { value: string; label: string }) {
  return (
    <div className={styles.qrBox} data-theme="light">
      <QRCodeSVG
        value={value}
        title={label}
        role="img"
        aria-label={label}
        className={styles.qr}
        bgColor="transparent"
        fgColor="currentColor"
        marginSize={1}
        level="M"
      />
    </div>
  )
}

import { QRCodeSVG } from 'qrcode.react'
import styles from './order.module.css'

/**
 * The deposit address as a QR code. Its own module so that qrcode.react loads only when a deposit is shown
 * (React.lazy in deposit-card.tsx).
 */
export function DepositQr({ value, label }: { value: string; label: string }) {
  return (
    <div className={styles.qrBox}>
      <QRCodeSVG
        value={value}
        title={label}
        role="img"
        aria-label={label}
        className={styles.qr}
        bgColor="#ffffff"
        fgColor="#000000"
        marginSize={4}
        level="M"
      />
    </div>
  )
}

import { getCardProviderKycAccessToken } from '@sdk/gen/api/sdk.gen'
import { useEffect, useRef, useState } from 'react'
import { CARD_PROVIDER_KYC_FEATURE } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import styles from './kyc-dialog.module.css'
import { mockKycPageUrl } from './kyc-form-source'

export interface KycProviderFormProps {
  kycAccessToken: string
  applicantId: string
}

/** A fresh access token when the WebSDK's expires (the same call that opened the form). */
async function refreshAccessToken(): Promise<string> {
  const { data } = await getCardProviderKycAccessToken({
    query: { feature: CARD_PROVIDER_KYC_FEATURE },
    throwOnError: true,
  })
  return data.kycAccessToken
}

/** Sumsub's WebSDK in the container, loaded on first use (it never weighs on the page's initial JS). */
function SumsubForm({ kycAccessToken }: KycProviderFormProps) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let sdk: { destroy(): void } | null = null
    let gone = false
    void import('@sumsub/websdk').then(({ default: snsWebSdk }) => {
      if (gone || !container.current) return
      const built = snsWebSdk
        .init(kycAccessToken, refreshAccessToken)
        .withConf({ lang: getLocale() })
        .withOptions({ addViewportTag: false, adaptIframeHeight: true })
        .build()
      built.launch(container.current)
      sdk = built
    })
    return () => {
      gone = true
      sdk?.destroy()
    }
  }, [kycAccessToken])
  return <div ref={container} className={styles.sdk} />
}

/** The mock card provider's KYC page (fetched through the mocks' worker, then shown in a frame). */
function MockProviderPage({ kycAccessToken, url }: KycProviderFormProps & { url: string }) {
  const [page, setPage] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ accessToken: kycAccessToken, lang: getLocale() })
    fetch(`${url}?${query}`, { signal: controller.signal })
      .then((answer) => answer.text())
      .then(setPage)
      .catch(() => {})
    return () => controller.abort()
  }, [kycAccessToken, url])
  return <iframe className={styles.sdk} title={m.exchange_kyc_form_label()} srcDoc={page ?? ''} />
}

/**
 * The card provider's KYC form in the redirect modal (docs/product.md §4 "Fiat flow … show the KYC form in the redirect
 * modal"), opened with the access token and applicant id: Sumsub's WebSDK, or the mocks' page in its place
 * (kyc-form-source.ts). The modal polls the provider's status meanwhile (kyc-flow.ts).
 */
export function KycProviderForm(props: KycProviderFormProps) {
  return (
    <section className={styles.form} aria-label={m.exchange_kyc_form_label()}>
      {mockKycPageUrl ? <MockProviderPage {...props} url={mockKycPageUrl} /> : <SumsubForm {...props} />}
    </section>
  )
}

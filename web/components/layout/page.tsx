import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'
import styles from './page.module.css'

type PageIntroProps = { title: string; description?: string }

/** The page heading (the one h1) and its short description. */
export function PageIntro({ title, description }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  )
}

/** A page of the default layout: container, heading, description, content. */
export function Page({ title, description, children }: PageIntroProps & { children?: ReactNode }) {
  return (
    <Container className={styles.page}>
      <PageIntro title={title} description={description} />
      {children}
    </Container>
  )
}

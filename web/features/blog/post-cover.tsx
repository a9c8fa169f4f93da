import { MARKUP_IMAGE_SIZE } from '@/config/constants'
import styles from './post-cover.module.css'

type PostCoverProps = {
  src: string | null
  eager?: boolean
  /** Without a cover, a plain panel of the cover's size (a card's), so the cards of a row line up; else nothing. */
  keepPlace?: boolean
}

/** A post's cover: decorative (the title says what the post is), lazy, sized at the docs/product.md §9 image ratio. */
export function PostCover({ src, eager = false, keepPlace = false }: PostCoverProps) {
  if (!src) return keepPlace ? <div className={`${styles.root} ${styles.blank}`} aria-hidden="true" /> : null
  return (
    <img
      className={styles.root}
      src={src}
      alt=""
      width={MARKUP_IMAGE_SIZE.width}
      height={MARKUP_IMAGE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

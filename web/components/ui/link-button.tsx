import { createLink } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { type ButtonStyleProps, buttonClassName } from './button'

type AnchorButtonProps = ComponentProps<'a'> & ButtonStyleProps

function AnchorButton({ variant, size, block, className, ...rest }: AnchorButtonProps) {
  return <a className={buttonClassName({ variant, size, block }, className)} {...rest} />
}

/** A router link that looks like a button: `<LinkButton to="/price" variant="secondary">`. */
export const LinkButton = createLink(AnchorButton)

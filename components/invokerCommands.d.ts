/**
 * HTML invoker commands (`command` and `commandfor` on a button), which @types/react does
 * not list yet. React renders lowercase attributes it does not know as they are written.
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** What the button does to the element named by `commandfor`. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`;
    /** The id of the element the command acts on. */
    commandfor?: string;
  }
}

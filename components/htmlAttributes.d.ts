/**
 * HTML attributes that @types/react does not list yet: invoker commands (`command` and
 * `commandfor` on a button) and a dialog's `closedby`. React renders lowercase attributes
 * it does not know as they are written.
 * https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command
 * https://html.spec.whatwg.org/multipage/interactive-elements.html#attr-dialog-closedby
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

  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog: `any` adds a click outside it (light dismiss). */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}

/**
 * A one-line inline script for the phone menu, in the page before the runtime. The menu
 * opens natively before hydration (invoker commands), and its Get Scootin is a link to the
 * footer's sign-up, on the page behind the modal menu. A link inside a modal dialog to
 * the page behind it would scroll an inert page under the open menu, so this closes the
 * dialog first and the browser then follows the link. Once hydrated, the menu's own handler
 * closes it too (closing a closed dialog does nothing).
 */
export const menuLinkScript =
  "document.addEventListener('click',function(e){var a=e.target instanceof Element&&" +
  "e.target.closest('dialog[open] a[href^=\"#\"]');if(a)a.closest('dialog').close()})";

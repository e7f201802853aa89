import type { SweetAlertOptions } from 'sweetalert2';
import { isDarkMode } from './preferences';

/** SPEC.md sections 5 and 8: the product's dialogs, word for word. */
export const ALERTS = {
  subscriptionRequired: {
    icon: 'info',
    title: 'Subscription Required',
    text: 'You need a subscription to send messages. Upgrade for a 3-day free trial, cancel anytime!',
    confirmButtonText: 'Try Free Trial',
    showCancelButton: true,
    cancelButtonText: 'Cancel',
  },
  sendFailed: {
    icon: 'error',
    title: 'Oops...',
    text: 'Failed to send message. Please try again.',
  },
  confirmCancelSubscription: {
    icon: 'warning',
    title: 'Cancel subscription?',
    text: 'Are you sure you want to cancel your subscription? This action cannot be undone.',
    confirmButtonText: 'Yes, cancel it',
    showCancelButton: true,
    cancelButtonText: 'Keep it',
  },
} as const satisfies Record<string, SweetAlertOptions>;

/** Shows a dialog (the library loads on first use) and resolves true when the user confirms. */
export async function showAlert(options: SweetAlertOptions): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  // Over a modal <dialog> (the top layer) an alert in <body> would sit underneath: open it inside.
  const openModal = document.querySelector<HTMLElement>('dialog[open]');
  const result = await Swal.fire({
    theme: isDarkMode() ? 'dark' : 'light',
    confirmButtonColor: '#2563eb',
    ...(openModal ? { target: openModal } : {}),
    ...options,
  });
  return result.isConfirmed;
}

/** Where this tab keeps the assistant conversation (session storage). */
export const CONVERSATION_STORAGE_KEY = 'assistant-conversation';

/**
 * Whether this tab keeps a conversation from earlier (the prerendered page shows none). Its own
 * module, so the page can ask before the conversation's code has loaded.
 */
export function hasStoredConversation(): boolean {
  try {
    return Boolean(sessionStorage.getItem(CONVERSATION_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The question in the address (`?query=`): the box's form as the browser sends it when Enter is
 * pressed before any script has run. The live box asks it on arrival.
 */
export function questionInAddress(): string {
  try {
    return new URLSearchParams(window.location.search).get('query')?.trim() ?? '';
  } catch {
    return '';
  }
}

/** Whether the box must load at once: only its live code can show either of these. */
export const assistantNeededAtOnce = () => hasStoredConversation() || questionInAddress() !== '';

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

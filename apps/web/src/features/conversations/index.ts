export { ConversationList, type ConversationListProps } from './conversation-list';
export { type UseConversations, useConversations } from './use-conversations';

export { ConversationList, type ConversationListProps } from './conversation-list';
export { ExportMenu } from './export/export-menu';
export { type UseConversations, useConversations } from './use-conversations';

import { ActivityLog } from './activity-log';
import { ChatActivityChart } from './chat-activity-chart';

/** The default tab (spec 2 §2.6): questions per day by mode, then the User Activity Log. */
export function ChatActivityTab() {
  return (
    <div className="flex flex-col gap-8">
      <ChatActivityChart />
      <ActivityLog />
    </div>
  );
}

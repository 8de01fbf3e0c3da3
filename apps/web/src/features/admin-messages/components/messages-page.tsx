import type { ContactMessagesPage, ContactMessageView } from '@symposium/schema/contact-messages';
import { RefreshCw } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AdminTabs } from '../../../components/admin/admin-tabs';
import { Pagination } from '../../../components/admin/pagination';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { LoadState } from '../../../components/ui/load-state';
import { M } from '@symposium/schema/messages';
import { errorMessage, loadErrorMessage } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { contactMessagesKey, getContactMessages } from '../api/get-contact-messages';
import { markContactMessage } from '../api/mark-contact-message';
import { useMessagesQuery } from '../hooks/use-messages-query';
import { ContactMessageCard } from './contact-message-card';
import '../../../styles/admin-messages.css';
import { PageTitle } from '../../../lib/page-title';

/** 'Showing 21–40 of 45 open messages'. */
function showingRange({ page, limit, total, messages }: ContactMessagesPage, status: string): string {
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + messages.length - 1} of ${total} ${status} message${total === 1 ? '' : 's'}`;
}

/**
 * /admin/messages (docs/product.md#contact-inbox): the contact form's messages, newest first, Open and Handled tabs of 20
 * a page; Reply opens the staff member's mail program, Mark handled moves a message to Handled (and Mark open back).
 * Offline the list says it could not load, and a Mark that fails says so: nothing is changed until the server has it.
 */
export function MessagesPage() {
  const toast = useToast();
  const [{ status, page }, update] = useMessagesQuery();
  const list = useRemoteData(contactMessagesKey(status, page), () => getContactMessages(status, page));
  const [marking, setMarking] = useState<number | null>(null);

  async function mark(message: ContactMessageView, handled: boolean) {
    setMarking(message.id);
    try {
      const result = await markContactMessage(message.id, handled);
      toast.show(result.message);
      list.reload();
    } catch (error) {
      console.error('Marking the contact message failed', error);
      // Offline too: nothing is queued on the device, the message stays as the server has it (docs/decisions/0056-contact-inbox.md).
      toast.show(errorMessage(error, 'Could not change the message. Try again.', M.offlineAction), 'error');
    } finally {
      setMarking(null);
    }
  }

  // A page emptied by marking its last message moves back to the last page, rather than an empty list with no way back.
  const data = list.data;
  const lastPage = data ? Math.max(1, data.totalPages) : 1;
  const pastTheEnd = data !== null && data.page === page && page > lastPage;
  const moveToPage = useEffectEvent((to: number) => update({ page: to }));
  useEffect(() => {
    if (pastTheEnd) moveToPage(lastPage);
  }, [pastTheEnd, lastPage]);

  const counts = data?.counts;
  return (
    <div className="admin-page">
      <PageTitle title="Messages" />
      <AdminPageHeader
        title="Messages"
        subtitle="What visitors sent from the Contact page. Reply by mail, then mark it handled."
        actions={
          <BusyButton type="button" className="btn btn-outline btn-small" onClick={list.reload} busy={list.loading}>
            <RefreshCw aria-hidden="true" size={16} />
            <BusyLabel busy={list.loading} idle="Refresh" working="Refreshing..." />
          </BusyButton>
        }
      />
      <AdminTabs
        label="Messages"
        panelId="messages-panel"
        active={status}
        onChange={(next) => update({ status: next })}
        tabs={[
          { key: 'open', label: 'Open', count: counts ? counts.open : list.error ? undefined : null },
          { key: 'handled', label: 'Handled', count: counts ? counts.handled : list.error ? undefined : null },
        ]}
      />
      <div id="messages-panel" role="tabpanel" aria-labelledby={`messages-panel-tab-${status}`}>
        {/* A refresh that failed over a list already shown: the list stays (it may be stale), and says so. */}
        {list.error && data && !list.loading ? (
          <div className="notice notice-warning" role="alert">
            <p>{loadErrorMessage(list.error, 'the contact messages')}</p>
            <button type="button" className="btn btn-outline btn-small" onClick={list.reload}>
              Try Again
            </button>
          </div>
        ) : null}
        {data && data.messages.length > 0 && (
          <p className="admin-results-info" aria-live="polite">
            {showingRange(data, status)}
          </p>
        )}
        <LoadState
          loading={list.loading}
          error={list.error}
          empty={!data || data.messages.length === 0}
          loadingLabel="Loading messages..."
          emptyLabel={
            status === 'open' ? 'No open messages. Everything sent has been handled.' : 'No handled messages.'
          }
          subject="the contact messages"
          onRetry={list.reload}
        />
        {data && data.messages.length > 0 && (
          <ul className="message-list">
            {data.messages.map((message) => (
              <ContactMessageCard key={message.id} message={message} busy={marking !== null} onMark={mark} />
            ))}
          </ul>
        )}
        {data && (
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            onPage={(next) => update({ page: next })}
            busy={list.loading}
            label="Pages of messages"
          />
        )}
      </div>
    </div>
  );
}

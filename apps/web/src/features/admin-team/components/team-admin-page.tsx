import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadState } from '../../../components/ui/load-state';
import { seedRemoteData, useRemoteData } from '../../../lib/use-remote-data';
import { getTeam } from '../api/team';
import { TeamEditor } from './team-editor';
import { PageTitle } from '../../../lib/page-title';

/** Admin only: the sections and people of the public team page, their order and photos. */
export function TeamAdminPage() {
  const staff = useStaff();
  const team = useRemoteData('admin:team', staff.isAdmin ? getTeam : null);

  return (
    <div className="admin-page">
      <PageTitle title="Team" />
      <AdminPageHeader
        title="Team"
        subtitle="The sections and people on the public team page, in the order shown there"
      />
      {!staff.isAdmin ? (
        <p className="admin-note">
          <AdminOnlyNote>Only admins can change the team page.</AdminOnlyNote>
        </p>
      ) : (
        <>
          <LoadState
            loading={team.loading}
            error={team.error}
            empty={!team.data || !team.settled}
            loadingLabel="Loading the team..."
            emptyLabel="No team."
            subject="the team"
            onRetry={team.reload}
          />
          {/*
            Only the fresh answer is edited (never the last one this page load saw). A save's answer is the editor's new
            start and is kept for the next visit; the editor is not remounted, so a photo chosen right after a save stays.
          */}
          {team.data && team.settled && (
            <TeamEditor team={team.data} onSaved={(saved) => seedRemoteData('admin:team', saved)} />
          )}
        </>
      )}
    </div>
  );
}

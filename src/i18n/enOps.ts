/** English texts of operations: what administrators see about the installation's backups. */
export const opsMessages = {
    ops: {
        backup: {
            failing_title: 'Automatic backups are failing',
            failing: 'The last try, %{when}, failed: %{error}',
            overdue_title: 'Automatic backups are overdue',
            overdue: 'The last good backup was taken %{when}; one is due every %{every}.',
            last_good: 'Last good backup: %{when}.',
            never: 'No backup has succeeded yet.',
            ask_operator: 'Ask whoever runs the LabDesk server to check its log and its BACKUP_DIR.',
            hours: '%{smart_count} hour |||| %{smart_count} hours',
            minutes: '%{smart_count} minute |||| %{smart_count} minutes',
        },
    },
};

import { defineErrors } from '../../platform/errors/app-error';

export const automationErrors = defineErrors('automation', {
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or change autonomy settings and decide on actions.' },
  propertyNotFound: { status: 404, message: 'That property was not found. It may have been archived.' },
  approvalNotFound: { status: 404, message: 'That action was not found. It may belong to another workspace.' },
  alreadyDecided: { status: 409, message: 'This action was already decided. Refresh to see what became of it.' },
  staleVersion: { status: 409, message: 'This action changed since you opened it. Refresh and check it again before deciding.' },
  expired: { status: 409, message: 'This action is out of date and can no longer be approved. Cohost will suggest it again if it is still needed.' },
  notEscalated: { status: 409, message: 'Only an escalated action can be acknowledged: this one simply waits for your decision.' },
  notEditable: { status: 400, message: 'Only the fields shown as editable can be changed before approving.' },
  unknownKind: { status: 400, message: 'Cohost does not know this kind of action.' },
  noOverride: { status: 404, message: 'This property already follows the workspace settings.' },
  failedEventNotFound: { status: 404, message: 'That failed event was not found. It may have been handled already.' },
  badCursor: { status: 400, message: 'That page cursor is not valid. Start again from the first page.' },
});

import { defineErrors } from '../../platform/errors/app-error';

export const cleaningErrors = defineErrors('cleaning', {
  taskNotFound: { status: 404, message: 'There is no such cleaning in this workspace.' },
  propertyNotFound: { status: 404, message: 'There is no such property in this workspace.' },
  cleanerNotFound: { status: 404, message: 'There is no such cleaner in this team.' },
  hostsOnly: { status: 403, message: 'Only the workspace owner or a manager can see or manage cleanings.' },
  taskClosed: { status: 409, message: 'This cleaning is already completed or cancelled.' },
  notCompleted: { status: 409, message: 'Only a completed cleaning can be rated.' },
  cleanerUnavailable: { status: 409, message: 'This cleaner does not work at this property.' },
});

// Support calls fail the way every call to our API does (lib/api/call-api); `fields` feeds the form.
export { ApiError as SupportApiError, callApi as callSupportApi } from '../../../lib/api/call-api';

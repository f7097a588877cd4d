// Account calls fail the way every call to our API does (lib/api/call-api).
export { ApiError as AccountApiError, callApi as callAccountApi, describeApiError as describeAccountError } from '../../../lib/api/call-api';

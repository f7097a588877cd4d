// Account calls fail the way every call to our API does (lib/api/call-api).
export { callApi as callAccountApi, describeApiError as describeAccountError } from '../../../lib/api/call-api';

import { defineErrors } from '../../platform/errors/app-error';

export const supportErrors = defineErrors('support', {
  tooManyRequests: {
    status: 429,
    message: 'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
  },
});

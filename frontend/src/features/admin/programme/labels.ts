import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActKind, ActStatus } from '@/lib/api-types';

export const KIND_LABELS: Record<ActKind, MessageDescriptor> = {
  dance: msg`Dance`,
  song: msg`Song`,
  recitation: msg`Recitation`,
  drama: msg`Drama`,
  instrumental: msg`Instrumental`,
  other: msg`Other`,
};

export const STATUS_LABELS: Record<ActStatus, MessageDescriptor> = {
  submitted: msg`Submitted`,
  accepted: msg`Accepted`,
  declined: msg`Declined`,
  withdrawn: msg`Withdrawn`,
};

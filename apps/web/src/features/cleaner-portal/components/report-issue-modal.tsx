import { CLEANING_ISSUE_KINDS, CLEANING_ISSUE_KIND_LABELS, ISSUE_DESCRIPTION_MAX, type CleaningIssueKindName } from '@cohost/shared';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useReportPortalIssue } from '../api/portal-task-actions';
import { PhotoPicker } from './photo-picker';

interface ReportIssueModalProps {
  taskId: string;
  propertyName: string;
  opened: boolean;
  onClose(): void;
}

/** 'Report a problem': damage, a missing item or maintenance, what it is, and photos of it. */
export function ReportIssueModal({ taskId, propertyName, opened, onClose }: ReportIssueModalProps) {
  const report = useReportPortalIssue();
  const [kind, setKind] = useState<CleaningIssueKindName>('damage');
  const [description, setDescription] = useState('');
  const [uploadIds, setUploadIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setKind('damage');
    setDescription('');
    setUploadIds([]);
    setProblem(null);
    onClose();
  }

  async function submit() {
    if (description.trim().length < 3) {
      setProblem('Say what is wrong.');
      return;
    }
    try {
      await report.mutateAsync({ taskId, input: { kind, description: description.trim(), uploadIds } });
      toastSuccess('Problem reported: your host has been told.');
      close();
    } catch (error) {
      toastError(describeApiError(error, 'The problem was not reported'));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={`Report a problem at ${propertyName}`} fullScreen={false} size="md">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Kind of problem"
          fullWidth
          value={kind}
          onChange={(value) => setKind(value as CleaningIssueKindName)}
          data={CLEANING_ISSUE_KINDS.map((value) => ({ value, label: CLEANING_ISSUE_KIND_LABELS[value] }))}
        />
        <Textarea
          label="What is wrong?"
          placeholder="e.g. The lamp in the bedroom is broken"
          autosize
          minRows={3}
          maxLength={ISSUE_DESCRIPTION_MAX}
          value={description}
          error={problem}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <PhotoPicker
          taskId={taskId}
          label="Add photos of the problem"
          clearWhenSent={false}
          onSent={async (uploadId) => {
            setUploadIds((ids) => [...ids, uploadId]);
          }}
        />
        <Text size="xs" c="dimmed">
          {uploadIds.length === 0 ? 'Photos help your host: add one or more.' : `${uploadIds.length} ${uploadIds.length === 1 ? 'photo' : 'photos'} ready.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={report.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

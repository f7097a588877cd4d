import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';

import { downloadFile } from '../../../../lib/download-file';
import { backupCodesFileText } from '../../domain/account-settings';

/** Backup codes, shown once: the server keeps only their hashes. */
export function BackupCodes({ codes, account }: { codes: string[]; account: string }) {
  const text = backupCodesFileText(codes, account);
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your backup codes">
        Each code signs you in once if you lose your authenticator app. They are shown only now.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" aria-label="Backup codes" data-testid="backup-codes">
        {codes.map((code) => (
          <Text key={code} ff="monospace" size="sm" ta="center" py={4} bg="var(--mantine-color-gray-0)" style={{ borderRadius: 4 }}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group grow gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => downloadFile(new Blob([text], { type: 'text/plain' }), 'cohost-backup-codes.txt')}>
          Download
        </Button>
      </Group>
    </Stack>
  );
}

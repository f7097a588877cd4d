import { describeFileStoreContract } from '../../../test/support/file-store-contract';
import { MemoryFileStore } from './memory-file-store';

// The tests' fake keeps the contract the real stores keep (file-stores.int.test.ts).
describeFileStoreContract('memory', async () => new MemoryFileStore());

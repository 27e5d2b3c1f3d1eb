// Runs before every web test file. The machines that run the suite are shared and sometimes
// slow: a data grid can take more than Testing Library's default second to appear, so queries that
// wait (findBy…, waitFor) wait up to five seconds before calling a test failed.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });

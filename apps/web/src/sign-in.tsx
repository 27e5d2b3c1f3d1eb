import { boot } from './boot';
import { SignInApp } from './pages/login/SignInApp';

boot(<SignInApp />);

/**
 * What the portal shares as `react-router-dom` (scripts/webpack/shared-singletons.cjs): the
 * declarative router API (BrowserRouter + <Routes>), re-exported by name from react-router.
 * A shared module is never tree-shaken, and react-router-dom 7 re-exports all of react-router
 * (data routers, framework mode, server rendering, sessions): ~66 KB gzip shared, ~16 KB of it
 * used. eslint.config.mjs allows importing exactly these names from 'react-router-dom', so a
 * container built later can rely on every one of them being in the host's copy.
 * Not `from 'react-router-dom'`: that request is the shared module itself.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  createSearchParams,
  createPath,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';

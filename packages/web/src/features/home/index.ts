export { HomePage } from './HomePage.tsx';
export { CourseStatusBadge } from './CourseStatusBadge.tsx';

export { VirtualClassroomPage } from './VirtualClassroomPage.tsx';

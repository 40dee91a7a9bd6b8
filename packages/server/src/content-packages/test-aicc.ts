// The four course-structure files of a small AICC course, as the package tests write them into zips.
export const testAiccFiles = {
  'course.crs':
    '[Course]\r\nCourse_Creator=Slidewise tests\r\nCourse_ID=FORK1\r\nCourse_Title="Forklift theory"\r\nLevel=1\r\nTotal_AUs=2\r\n',
  'course.au':
    '"System_ID","Type","Command_Line","File_Name","Max_Score","Mastery_Score","Max_Time_Allowed","Time_Limit_Action","System_Vendor","Core_Vendor","Web_Launch","AU_Password"\r\n' +
    '"A2","","","quiz.html","100","70","","","","","",""\r\n' +
    '"A1","","","theory/start.html","100","80","","","","level=1","lang=en",""\r\n',
  'course.des': '"System_ID","Developer_ID","Title","Description"\r\n"A1","T1","Theory","The rules"\r\n"A2","Q1","Quiz","Check"\r\n',
  'course.cst': '"Block","Member","Member"\r\n"root","A1","A2"\r\n',
};

"builtin.module"() ({
 %valu
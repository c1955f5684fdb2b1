#a0 = "\00\7fXa'\CF\"\"_\C3\A9" : i7
#l_x1 = loc(callsite("":53:9 at "a.mlir":37:52 to 38:48))
#attr_2 = "Ω{\"\t/\\\00" : f8E4M3FNUZ
#a3 = loc("dir/with space.c":47)
#map4 = "\5CX.--\n!z"
#loc5 = loc(fused["dir/with space.c":0:0, "f":498:485])
#loc6 = loc("dir/with space.c":1:41 to :45)
#loc7 = loc(callsite(#loc5 at fused["":37:4294967295, #loc6]))
!alias_0 = tuple<>
#map8 = -9223372036854775808 : index
#l_x9 = loc(callsite("":296:186 at "":5:44 to :48))

%$0 = "foo.compute"() ({
^bb0(%v1: complex<	f6E3M2FN> loc(
"a.b"():  () -> () loc("a.mlir":14:69 to 15:71)
%value0:4 = "my_dialect.thing"() <{"quoted key 0", my.k1}> ({
^bb0(%x1: si32):
  %2 = "foo.compute"(%x1,%x1, %x1): (si32, si32, si32) -> ((vector<[1]x[8]xui8>,  i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x? x 832xi64, strided<[?, 6, 1], offset: ?>, "gpu">)) loc("f":41:51 to :58)
  "d.op_1"(%2, %2, %x1): ((vector<[1]x[8]xui8>,  i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x?  832xi64, strided<[?, 6, 1], offset: ?>, "gpu">), (vector<[1]x[8]xui8>,  i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x? x 832xi64, strided<[?, 6, 1], offset: ?>, "gpu">), si32) -> () loc("v"(callsite("dir/with space.c":18:163 at "f":182:4294967295)))
  "d.op_1"(%x1,%x1): (si32, si32) -> () loc("a.mlir":0:291)
}) {_u0= #foo.v<?, 66, 95>, attr1= "aΩ\t{", foo.k2}: () -> (tensor< 
 222x1 x f80 
 >, si7, si7, index) loc("dir/with space.c":329:350)
%3 = "foo.compute"(%value0#3,  %value0#2,
    %value0#1): (index, si7, si7) -> f8E5M2 loc("dir/with space.c":79)
%a.b4 = "foo.compute"(%value0#1) <{z90= 903788.0 : f8E4M3FNUZ , value1= dense_resource<blob0> : tensor<5xf64>, b2= 0x7: ui3, my.k3= 477.973294 : f16}>  : (si7) -> f16 loc("a.mlir":0:4294967295)
// // nested

%5 = "a.b"(%3) ({
^1(%6: index):
}, {
^bb2(%r7: f8E8M0FNU, %tmp_8: f8E4M3FN):
  "z.nop"(%3,  %3, %3) <{_u0= 1.0e300, value1  = 255: i8, a2= #bar.flag, d.k3= dense_resource<r.1> : tensor<2xf64>}>: (f8E5M2, f8E5M2,  f8E5M2) -> () loc("f":65:457)
}): (f8E5M2) -> tuple<>
"foo.compute"(%value0#2) {}  : (si7) -> () loc("src/x.py":28:40 to :45)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000AE550E058E279EC1A776B5F02843B1E6869C2C48B43E4E461E964C52EC58639FCCFDDF46B3AFD769",
      r.1: "0x080000000B8E743CA9CCADE421EEB72F6D6CA526"
    }
  }
#-}

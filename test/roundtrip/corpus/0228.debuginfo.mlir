#loc3 = loc("0228.in.mlir":3:6)
#loc11 = loc("0228.in.mlir":16:4)
#loc12 = loc("0228.in.mlir":18:6)
#loc13 = loc("0228.in.mlir":18:22)
"builtin.module"() ({
  "a.b"() : () -> () loc(#loc1)
  %0:4 = "my_dialect.thing"() <{my.k1, "quoted key 0"}> ({
  ^bb0(%arg3: si32 loc("0228.in.mlir":3:6)):
    %4 = "foo.compute"(%arg3, %arg3, %arg3) : (si32, si32, si32) -> ((vector<[1]x[8]xui8>, i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x?x832xi64, strided<[?, 6, 1], offset: ?>, "gpu">)) loc(#loc4)
    "d.op_1"(%4, %4, %arg3) : ((vector<[1]x[8]xui8>, i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x?x832xi64, strided<[?, 6, 1], offset: ?>, "gpu">), (vector<[1]x[8]xui8>, i24, complex<f8E4M3>) -> (vector<13x2xsi16>, memref<5x?x832xi64, strided<[?, 6, 1], offset: ?>, "gpu">), si32) -> () loc(#loc17)
    "d.op_1"(%arg3, %arg3) : (si32, si32) -> () loc(#loc7)
  }) {_u0 = #foo.v<?, 66, 95>, attr1 = "a\CE\A9\09{", foo.k2} : () -> (tensor<222x1xf80>, si7, si7, index) loc(#loc2)
  %1 = "foo.compute"(%0#3, %0#2, %0#1) : (index, si7, si7) -> f8E5M2 loc(#loc8)
  %2 = "foo.compute"(%0#1) <{b2 = 7 : ui3, my.k3 = 4.780000e+02 : f16, value1 = dense_resource<blob0> : tensor<5xf64>, z90 = 0x80 : f8E4M3FNUZ}> : (si7) -> f16 loc(#loc9)
  %3 = "a.b"(%1) ({
  ^bb0(%arg2: index loc("0228.in.mlir":16:4)):
  }, {
  ^bb0(%arg0: f8E8M0FNU loc("0228.in.mlir":18:6), %arg1: f8E4M3FN loc("0228.in.mlir":18:22)):
    "z.nop"(%1, %1, %1) <{_u0 = 1.000000e+300 : f64, a2 = #bar.flag, d.k3 = dense_resource<r.1> : tensor<2xf64>, value1 = -1 : i8}> : (f8E5M2, f8E5M2, f8E5M2) -> () loc(#loc14)
  }) : (f8E5M2) -> tuple<> loc(#loc10)
  "foo.compute"(%0#2) : (si7) -> () loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("0228.in.mlir":0:0)
#loc1 = loc("a.mlir":14:69 to 15:71)
#loc2 = loc("dir/with space.c":329:350)
#loc4 = loc("f":41:51 to :58)
#loc5 = loc("dir/with space.c":18:163)
#loc6 = loc("f":182:4294967295)
#loc7 = loc("a.mlir":0:291)
#loc8 = loc("dir/with space.c":79:0)
#loc9 = loc("a.mlir":0:4294967295)
#loc10 = loc("0228.in.mlir":15:6)
#loc14 = loc("f":65:457)
#loc15 = loc("src/x.py":28:40 to :45)
#loc16 = loc(callsite(#loc5 at #loc6))
#loc17 = loc("v"(#loc16))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000AE550E058E279EC1A776B5F02843B1E6869C2C48B43E4E461E964C52EC58639FCCFDDF46B3AFD769",
      r.1: "0x080000000B8E743CA9CCADE421EEB72F6D6CA526"
    }
  }
#-}


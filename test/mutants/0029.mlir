// ir-gen random --seed 174 --size 38
"builtin.module"() <{sym_name = "m87"}> ({
  "my_dialect.thing"() ({
    %0:2 = "my_dialect.thing"() {value0}: () -> (tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>, !bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) loc("callee"("name"))

    "a.jump"(%0#1, %0#1)[^bb1, ^bb3]: (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>, !bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) -> () loc(callsite("dir/with space.c":49:4 to 52:38 at "with \"q\""))
  ^bb1(%value1: tensor<1x?x2xf16> loc(callsite("f":10:8 to 12:68 at fused["op.1", "f":4294967295:126, "a.mlir":378:378]))):
    %_2 = "my_dialect.thing"(%0#1) <{value0= (tensor<816x0x0x2xindex>, si32, complex<si24>) -> (), "quoted key 1"= {d.k0= 0xFFFFFFFF: ui32, value1}, my.k2}>: (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>) -> ui8
    %a.b3 = "my_dialect.thing"() {d.k0= dense_resource<res_0> : tensor<4xi64>}: () -> tuple<f64, bf16, i7, index, f64, i32, tf32, i8, f8E4M3FN, ui24, f64, memref<157xf32>, complex<i24>, complex<i64>, si32, bf16, i32, i1024> loc("src/x.py":36:51 to :58)
    "my_dialect.thing"(%_2, %value1): (ui8, tensor<1x?x2xf16>) -> () loc(unknown)
    %4 = "foo.bar"(%0#1, %_2): (!bar.v<{51,31} , {{"x y" "x y"} , <-0,55> , <?>}>, ui8) -> f8E4M3B11FNUZ
    "x.switch"(%a.b3, %0#0, %0#0)[^bb2, ^bb1]<{d.k0= 0x0}> {sym_name0= array<i8: -128, 1, 1>, sym_name1= tensor<?x23x18x3x!foo<"">, {a = 1 : i64}>, value2= "<-@\\_!.\7f-",
    attr3= "}}"}: (tuple<f64, bf16, i7, index, f64, i32, tf32, i8, f8E4M3FN, ui24, f64, memref<157xf32>, complex<i24>, complex<i64>, si32, bf16, i32, i1024>, tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>, tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>) -> ()
  ^bb2:
    "foo.br"(%0#0)[^bb3]: (tuple<f32, memref<*xbf16, {kind = "scratch"}>, f16>) -> () loc(unknown)
  ^bb3:
    %value5:3 = "bar.yield"()<{}> {}: () -> (complex<f8E4M3FN>, f32, complex<	f32 >) loc("dir/with space.c":75)
  }): () -> () loc("f":65:23)
  %_6 = "d.op_1"() {value0= array<i16: 65535, -32768, -8, 1>, d.k1= sparse<[[1, 0], [2, 4]], [-128, -128]> : tensor<3x5xi8>, a2= #foo.a}: () -> memref<4x6x6xi64, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "shared"> loc("a.mlir":5:405)
  %value7:2 = "foo.compute"() ({
  }, {
}): () -> (memref<38 x 129xi64, "local mem">, f8E3M4) loc("x")
  %v8 = "bar.yield"(%value7#1) {my.k0= affine_map<(d0, d1)[s0, s1] -> ()>, "quoted key 1"= 18446744073709551615}: (f8E3M4) -> i24
  "x.y"(): () -> () loc("callee"("a.mlir":324:0))
  "foo.bar.baz"()<{value0= [array<i32: 1, 0x1, -159>, dense<[1, false, -1]> : vector<3xi1>]}>: () -> ()
  "foo.op"(%v8) <{}>: (i24) -> ()
  %r9:3 = "x.y"(%v8, %_6, %_6) {}: (i24 , memref<4x6x6xi64, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "shared">, memref<4x6x6xi64, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, "shared">) -> (tensor<?xcomplex<f8E5M2>>, !my_dialect.v<-7 , [{"x y"}] , -4>, memref<429x5x4xf16, strided<[4, ?, ?], offset:0>, 1>) loc(callsite("a.mlir":4294967295:122 at "n"("src/x.py":284:349)))
  %_10 = "foo.bar"(%r9#0, %r9#0) {}: (tensor<?xcomplex<f8E5M2>>, tensor<?xcomplex<f8E5M2>>) -> tensor<index> loc("v"("":7:14 to 7:9))
  %$11 = "foo.bar"() {}: () -> tuple<tf32, none, i3> loc("src/x.py":0:133)
  %12 = "x.y"(%r9#1, %r9#1) <{d.k0= dense<715836.0> : tensor<f64>, b1= vector<[9]xf64>, d.k2= 18446744073709551615}> ({
  ^exit5():
    "z.nop"(%_10, %r9#2, %r9#1)<{a0= array<i1: true, true, true, true, true>, _u1= 7.395 : f8E8M0FNU, z92 
 = -1: i1024, foo.k3}> {my.k0= -0.0611363 : f64, "quoted key 1"= ".\7f\00#z"}: (tensor<index>, memref<429x5x4xf16, strided<[4, ?, ?], offset:0>, 1>, !my_dialect.v<-7 , [{"x y"}] , -4>) -> ()
    "a.b"(): () -> () loc("src/x.py":304:365)
    "foo.bar.baz"(%value7#1): (f8E3M4) -> () loc("":4294967295:0)
    %13 = "foo.compute"(%r9#1) ({
    ^bb7():
      %14:3 = "foo.bar.baz"(): () -> (complex<f32>, tuple<bf16, f64, f32>, f128)
      %_15 = "bar.yield"(%14#1, %v8)<{value0= 100.0 : f32}>: (tuple<bf16, f64, f32>, i24) -> complex<ui64>
      %v16 = "a.b"(%14#1, %14#0, %_15)<{b0 
 = 0.0372511 : f8E3M4, b1= [f16, [!x<"abc">, -0.3 : f64]], x2= dense_resource<weights1> : tensor<3xf64>}>: (tuple<bf16, f64, f32>, complex<f32>, complex<ui64>) -> !x.t<[-7],{[-3 , 68],{"x y" , "x y" , 0},-1}> loc("with \"q\"")
      %tmp_17 = "foo.bar"(%v16, %14#1)<{a0}> {b0= 1: ui8, k$1= {a0, "quoted key 1"= -8480576746848608: si64}, b2= 2243400462473998052898: si1024, attr3= array<f32: -0.2>}: (!x.t<[-7],{[-3 , 68],{"x y" , "x y" , 0},-1}>, tuple<bf16, f64, f32>) -> !x.param<?,[{-8}]> loc("f":462:264)
    }): (!my_dialect.v<-7 , [{"x y"}] , -4>) -> f64 loc(fused["f":4294967295:474, "dir/with space.c":0:251, unknown])
    %v18:4 = "bar.yield"() <{k$0= array<i64>, value1, z92 
 = dense_resource<r.2> : tensor<4xi64>, z93= "\n-\"Xz" : ui32}> {a0= [dense<-100.0> : tensor<f6E3M2FN>, 0.7594404 : f8E3M4, "%\00\00\00.*%@"]}: () -> (complex<f16>, f8E4M3FN, tensor<937xf8E4M3FN>, bf16) loc("a.mlir":34)
    "foo.br"(%v18#0)[^x.y6] {sym_name0= 1, value1= dense<[63, 0,  1, 0x1A]> : tensor<4xsi7>, k$2= @b, a3= array<f64: 0x5DC6634375180420, 0.3>}: (complex<f16>) -> ()
  ^x.y6:
    "a.b"(%v18#2, %v18#2, %_10): (tensor<937xf8E4M3FN>, tensor<937xf8E4M3FN>, tensor<index>) -> ()
    // 
    %tmp_19 = "foo.op"(%v18#2): (tensor<937xf8E4M3FN>) -> complex<i1> loc("src/x.py":340:0)
    "foo.bar"()<{x0= [dense<0xFD> : tensor<f8E5M2FNUZ>, affine_map<(d0, d1)[s0] -> ((-(9)) floordiv 9)>]}>: () -> () loc("name")
    %tmp_20 = "a.b"(%v18#1, %v18#1, %v18#2) {sym_name0= @x.y::@main::@"a"}: (f8E4M3FN, f8E4M3FN, tensor<937xf8E4M3FN>) -> i1024
    "a.b"(%tmp_19): (complex<i1>) -> () loc("a.mlir":16:29 to 19:52)
    "foo.bar"(%_10, %v18#3): (tensor<index>, bf16) -> ()
  }): (!my_dialect.v<-7 , [{"x y"}] , -4>, !my_dialect.v<-7 , [{"x y"}] , -4>) -> (vector<[2]xf32>)
  %v21:2 = "bar.yield"() {a0= {"quoted key 0"= f32, foo.k1= [array<f64: 0x335B122BF3C5773C, 4.46001e+31, 1.17549435e-38, 1.17549435e-38, 0.2>, "\n!", unit], my.k2, foo.k3}, my.k1= tensor<*xf6E3M2FN>, my.k2= "abaa! a\t\t}", k$3}: () -> (index, complex<f64>)
  %_22:4 = "foo.op"(%_10): (tensor<index>) -> (f80, f4E2M1FN, f32, si32)
}) {foo.module_attr = #foo.flag} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r\es_0: "0x0800000018F66F4214F0DF7FABB86102DD6DC7934928E0CC3B0E4D7FB4B3CE097942AF96",
      weights1: "0x08000000F52B9090715B491DCE848CCE4EAF914669740752D0053107",
      r.2: "0x0800000003B6D2701F6E22099EBF067C3A3A2246FFDBA5AC10A5BB153B09CDDF11D47F81"
    }
  }
#-}

// ir-gen random --seed 130 --size 26
%_0:3 = "bar.yield"() : () -> (none, complex<f6E3M2FN>, complex<f64>) loc(fused["":30:41 to :42, "a.mlir":162:116, "a.mlir":385:147])
%_1:2 = "foo.compute"(%_0#2)<{my.k0  = array<i16>, a1= -9223372036854775808 : index, a2, value3= affine_set<(d0) : (7 == 0, (1 + 5) mod 5 >= 0, 0 + d0 >= d0 + 6)>}>  : (complex<f64>) -> (si7, si17)
%2 = "my_dialect.thing"(%_0#2, %_0#0) {a0, z91= -917428.0 : bf16,  d.k2= @_priv::@_priv, b3= @_priv}: (complex<f64>, none) -> memref<588xi8, 6> loc("src/x.py":21:37 to 24:75)
%3 = "foo.op"() {value0 = distinct[2]<0: i7>, sym_name1= true, x2= "\t\"\00-\\\C3\A9\4F*"}: () -> si32 loc("dir/with space.c":474:9)
%$4 = "foo.op"(%2, %2 , %_1#0) {value0}: (memref<588xi8, 6>, memref<588xi8, 6> , si7) -> ui32 loc("x")
%x5 = "x.y"(%$4, %2, %_0#2) {b0, a1= #bar.v<{[true , 43 , abc] , "x y"} , "x y"> , x2}	: (ui32, memref<588xi8, 6>, complex<f64>) -> f32 loc("a.mlir":0:466)
%value6:4 = "my_dialect.thing"(%x5, %2, %2): (f32 , memref<588xi8, 6>, memref<588xi8, 6>) -> (none, i32, memref<2x6x?xf8E5M2FNUZ>, memref<?x?xindex, affine_map<(d0, d1) -> (d0, d1)>, "local mem">)
"foo.bar"(%value6#0) ({
^loop0(%value7: memref<56x550xui8, "shared">, %v8: index, %v9: ui7 loc("dir/with space.c":398:65)):
  "my_dialect.thing"(%value6#3, %v8, %_0#2): (memref<?x?xindex, affine_map<(d0, d1) -> (d0, d1)>, "line
break">, index, complex<f64>) -> () loc("a.mlir":1:31)
  %value10 = "z.nop"(%v9, %v9, %v9) ({
    %11 = "a.b"(%_0#1, %value6#0): (complex<f6E3M2FN>,  none) -> tensor<*xf8E3M4> loc("src/x.py":4294967295:239)
    %v12:3 = "my_dialect.thing"(%v9 , %value7, %v9) ({
    ^bb2:
      %13, %a.b14:2 = "x.y"()<{z90= f8E4M3FN, value1= dense<[[0.2]]> : tensor<1x1xf16>, b2= -1: si1,  foo.k3= affine_map<(d0)[s0] -> ((9 * (d0)) ceildiv 8)>}>: () -> (tensor<f6E3M2FN>, tensor<	*xf8E3M4>, tuple<i32, i3>) loc("name")
      %15 = "foo.bar.baz"(): () -> tensor<?x?xbf16	> loc("f":10:10 to 13:56) // trailing comment
      "foo.bar"(%3, %15, %a.b14#0): (si32, tensor<?x?xbf16	>, tensor<	*xf8E3M4>) -> ()
      %v16 = "d.op_1"(%15) {_u0= {attr0=   "<!🙂\\\\}0}" : f32, k$1= false}, value1= 
  0x7F800000 : f32, attr2= dense<0x5922> : tensor<3xf16> , b3}	: (tensor<?x?xbf16	>) -> (f16)
      %17, %18:3 = "foo.compute"(%value6#3, %a.b14#0) <{x0  = si7, my.k1	= "\\_a\\b", k$2= "z\00\7f{\7f\\_%0\n\"%"}>: (memref<?x?xindex, affine_map<(d0, d1) -> (d0, d1)>, "local mem">, tensor<	*xf8E3M4>) -> (complex<f32 >,  none, f6E2M3FN, i32) loc("":4294967295:89)
    }, {
      %19:3 = "x.y"(%_1#0) <{k$0= dense<[[[528 , 716], [972, 398], [0, 959], [867, 646]], [[716, 187], [683, 48], [363, 18], [231, 781]], [[967, 288], [759, 340], [274, 491], [776, 287]], [[24, 283], [351, 110], [382, 90], [519, 966]]]> : tensor<4x4x2xindex>, _u1, k$2= #foo.p<"x y">, sym_name3= affine_map<()[N0, N1] -> ()>}> {value0= true, _u1= 1.876 : f8E4M3FN, attr2= false, a3= [dense<> : tensor<3x3x0xf32>]}: (si7) -> (index, tensor<3x12x344x4 x vector<index>,
    "sparse">, complex<f64 >) loc("name")
      %value20 = "foo.compute"(%_1#0)  :	 (si7) -> memref<198x3 x i7, affine_map<(d0, d1) -> (d1, d0)>, {kind = "scratch"}> loc("f":30:55 to 33:12)
      %21 = "a.b"() {a0= 0x9BA7EF08 : f32, attr1,  my.k2=	 dense<[[[-24.50E9], [0xE9D3]], [[-1.0e300], [250316.0]], [[0x83BF], [4.6160e+2]]]> : tensor<3x2x1xbf16>}: () -> i16
      "foo.bar.baz"(%_0#1, %19#1) {sym_name0= "z\\\\za\00\9Fbz", "quoted key 1"= #x.v<-3 , -3>, x2= vector<[13] x [11] x ui17>}: (complex<f6E3M2FN> , tensor<3x12x344x4 x vector<index>,
    "sparse">) -> () loc(callsite(fused[unknown, "a.mlir":324:274, unknown] at "callee"("":0:0)))
    })	: 
  (ui7, memref<56x550xui8, "shared">, ui7) -> (tuple<bf16>, f16, f8E4M3FNUZ) loc("dir/with space.c":0:187)
    %v22 = "d.op_1"(%11) ({
    ^bb4(%_23: memref<705x65xf8E5M2, strided<[?, 1], offset:0>>, %24: i128 loc("a.mlir":462:205)):
      %a.b25:2 = "x.y"(%_23) {z90,
    _u1 
 = 6: i128}: (memref<705x65xf8E5M2, strided<[?, 1], offset:0>>) -> (f64, complex<f16 
 >) loc("src/x.py":49:4294967295)
      %26 = "my_dialect.thing"():	 () -> tensor<?xcomplex<bf16>> loc("v"("name"))
      %27 = "d.op_1"(%_1#0, %24, %24) {z90= 1: i16}: (si7, i128, i128) -> complex<ui8>
    }):   (tensor<*xf8E3M4>) -> !x.type loc("":348:0)
  }): (ui7, ui7, ui7) -> tuple<f32, f6E3M2FN>
  %28 = "x.y"(%v8,%value7) {attr0 = @x.y::@c}: (index , memref<56x550xui8, "shared">) -> si1024
  %$29 = "x.y"(%28, %value6#0, %3) <{_u0= 0x36C5 : bf16, sym_name1= "\tX\\%\\z\\b@"}>:  (si1024,
    none , si32) -> complex<si8>
  %v30:3 = "foo.compute"() : () -> (memref<8x? x 32 x i32>, tuple<f8E4M3FN,
    f8E8M0FNU, f4E2M1FN>, si64) loc("src/x.py":10:5 to 12:40)
}) {d.k0= true}: (none) -> () loc("dir/with space.c":46:79 to 49:78)

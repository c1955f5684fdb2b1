!buf0 = memref<?x3xf64>
!tensor1 = tensor<4xf64>
!vec2 = vector<4xbf16>
!buf3 = memref<4xf32>
!vec4 = vector<4x2xf32>
!tensor5 = tensor<4x4xi32>
memref.global "private" constant @g0 : memref<4xf32> = dense<0.5>
func.func private @ext0(tensor<8x8xi8>) -> (tensor<4xf32> {test.foo = 1 : i32}, f64) attributes {llvm.emit_c_interface, note = "generated"}
func.func public @f0() -> (memref<4xf64>, !buf0, f32) {
  %1 = arith.constant true
  cf.assert %1, "ok"
  %cst = arith.constant 1.0 : f32
  %3 = arith.negf %cst fastmath<nnan, ninf, nsz> : f32
  %c = arith.constant 1 : i32
  %cst_5 = arith.constant 2.5 : f64
  cf.switch %c : i32, [default: ^next.1(%cst_5 : f64), 2: ^then3(%cst : f32)]
^next.1(%ba: f64):
  %f = func.constant @f0 : () -> (memref<4xf64>, memref<?x3xf64>, f32)
  %8, %x9, %10 = func.call_indirect %f() : () -> (memref<4xf64>, memref<?x3xf64>, f32)
  %12 = arith.constant 0x0 : i16
  %v13 = arith.constant 64 : i16
  %ipowi_14 = math.ipowi %12, %v13 : i16
  cf.br ^bb2
^bb2:
  %15 = scf.execute_region -> (f32) {
    %17 = arith.constant dense<0.5> : !tensor1
    %rhs = memref.alloc() : memref<4xi16>
    memref.copy %rhs, %rhs : memref<4xi16> to memref<4xi16>
    %19 = arith.constant 100.0 : f32
    scf.yield %19 : f32
  }
  %tmp20 = memref.alloc() : memref<4xf32>
  %cst_22 = arith.constant 1.5e-1 : f32
  %x23 = arith.constant 0 : index
  memref.store %cst_22, %tmp20[%x23] : memref<4xf32>
  cf.br ^then3(%15 : f32)
^then3(%y: f32):
  %neg = arith.negf %cst_5 fastmath<afn> : f64
  %27 = arith.constant dense<1.0> : !vec2
  %28 = arith.negf %27 fastmath<nnan,ninf> : vector<4xbf16>
  cf.br ^then4
^then4:
  %val = memref.alloc() {alignment = 64} : memref<4xf64>
  %30 = arith.constant 1 : index
  %31 = memref.alloc(%30) {alignment = 64} : memref<?x3xf64>
  return %val, %31, %cst : memref<4xf64>, memref<?x3xf64>, f32
}
func.func @kernel_1() -> (memref<3x?xf32>) attributes {passthrough = ["nounwind"], level = 2 : i64} {
  %acc = arith.constant 29 : i8
  %sum, %3 = arith.addui_extended %acc, %acc : i8, i1
  %get_global = memref.get_global @g0 : !buf3
  %cst_5 = arith.constant -0.25 : f32
  cf.br ^b1(%cst_5 : f32)
^b1(%ba: f32):
  %c = arith.constant -1 : index
  %v8 = arith.cmpi ult, %c, %c : index
  %val = arith.select %v8, %ba, %ba : f32 //
  %a.b = arith.constant 80 : i32
  %v12 = scf.while (%11 = %a.b) : (i32) -> (f64) {
    %cst = arith.constant dense<[[1.0, 1.0],[-7.5, 0.0],[0.0, 2.5],[3.0, 4.0E+4294967296]]> : !vec4
    %14 = arith.cmpi ult, %11, %11 : i32
    %cst_15 = arith.constant -7.5 : f64
    scf.condition(%14) %cst_15 : f64
  } do {

  ^bb0(%16: f64):
    %17 = tensor.empty() : tensor<4x4xi32>
    %18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%17 : !tensor5) outs(%17 : tensor<4x4xi32>) {
    ^bb0(%x19: i32, %20: i32):
      %s = arith.addi %x19, %20 : i32
      linalg.yield %s : i32
    } -> tensor<4x4xi32>
    %c_23 = arith.constant -1 : i32
    scf.yield %c_23 : i32
  }
  %cst_24 = arith.constant 1.000000e+00 : f32
  cf.br ^loop_2(%cst_24, %cst_5 : f32, f32)
^loop_2(%lhs: f32, %v26: f32):
  %27 = arith.constant -7.5 : f32
  %28 = arith.cmpf ole, %27, %cst_5 fastmath<none> : f32
  %30 = arith.constant 1.0 : bf16
  %31 = math.fma %30, %30, %30 : bf16
  %32 = arith.constant 1.0 : f64

  %v33 = arith.constant -0.25 : f64
  cf.cond_br %3, ^bb3(%v33 : f64), ^bb3(%32 : f64)
^bb3(%35: f64):
  %cst_37 = arith.constant -1.0 : f32
  %38 = arith.maxnumf %cst_37, %cst_37 fastmath<nnan, ninf, nsz> : f32
  %40 = arith.constant 0 : index
  %dim = memref.dim %get_global, %40 : memref<4xf32>
  %42 = arith.constant 2 : index
  %43 = memref.alloca(%42) : memref<3x?xf32>
  func.return %43 : memref<3x?xf32>
}

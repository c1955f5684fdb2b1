module attributes {test.module_note = "std"} {
  func.func @kernel_0(%x_1: index, %2: index, %lhs: f64) -> (f64, index) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %alloc_4 = memref.alloc() : memref<2048xi8>
    %5 = arith.constant 0 : index
    %res = arith.constant 1 : index
    %7 = memref.view %alloc_4[%5][%res] : memref<2048xi8> to memref<?x4xf16>

    %acc = arith.constant 68 : index    // keep
    %c_9 = arith.constant 0 : index
    cf.br ^bb1(%acc, %c_9 : index, index)
  ^bb1(%ba_10: index, %rhs: index):
    %c_12 = arith.constant 78 : i8
    %c_13 = arith.constant 1786 : index
    memref.store %c_12, %alloc_4[%c_13] : memref<2048xi8>
    %c_14 = arith.constant 4611686018427387903 : index
    %15 = arith.cmpi sge, %x_1, %c_14 : index
    %cst = arith.constant 1.5e-1 : f64
    cf.cond_br %15, ^then2(%cst : f64), ^then2(%lhs : f64)
  ^then2(%ba: f64):
    %c = arith.constant 7 : index
    %alloca = memref.alloca(%c) : memref<?x8xi32>
    memref.dealloc %alloca : memref<?x8xi32>
    %c_20 = arith.constant false
    cf.cond_br %c_20, ^bb3(%c_9 : index), ^bb3(%res : index)
  ^bb3(%ba_22: index):
    %reinterpret_cast = memref.reinterpret_cast %alloc_4 to offset: [0], sizes: [2, 1024], strides: [1024, 1] : memref<2048xi8> to memref<2x1024xi8, strided<[1024, 1]>>
    func.return %lhs, %ba_22 : f64, index
  }
  func.func private @f1(%1: f64, %val: memref<2xindex> {test.foo = 1 : i32}, %arg: f64 {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %4 = arith.constant dense<[-7.5,100.0,0.0,3.0]> : vector<4xf32>
    %v5 = arith.bitcast %4 : vector<4xf32> to vector<4xi32>
    %6 = arith.constant 0.5 : f16
    %isfinite_7 = math.isfinite %6 : f16
    %8 = arith.constant -17 : index
    %c_9 = arith.constant 4611686018427387903 : index
    %10 = arith.cmpi ne, %8, %c_9 : index
    cf.cond_br %10, ^b1(%c_9 : index), ^bb2
  ^b1(%tmp11: index):
    %c = arith.constant -1 : index
    %cmp_13 = arith.cmpi eq, %tmp11, %c : index
    %14:2 = scf.if %cmp_13 -> (index, tensor<4xindex>) {
      %cst_15 = arith.constant 0.0 : f32
      %cst = arith.constant -0.25 : f32
      %subf = arith.subf %cst_15, %cst fastmath<afn> : f32
      %empty_18 = tensor.empty() : tensor<4xindex>
      scf.yield %tmp11, %empty_18 : index, tensor<4xindex>
    } else {
      %cst_19 = arith.constant 3.0 : f32
      %tmp20 = arith.minimumf %cst_19, %cst_19 : f32
      %21 = math.trunc %cst_19 fastmath<arcp> : f32
      %empty = tensor.empty() : tensor<4xindex>
      scf.yield %c, %empty : index, tensor<4xindex>
    }
    %lhs = arith.cmpi sle, %c_9, %tmp11 : index
    cf.cond_br %lhs, ^bb2, ^bb2
  ^bb2:
    func.return
  }
}

module {
  func.func private @ext0() -> (i64 {test.foo = 1 : i32}, memref<3xi32>)
  func.func private @ext1() -> memref<3xi64> attributes {llvm.emit_c_interface, note = "generated"}
  module @inner {
    func.func private @helper0() attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %c0_i32 = arith.constant 0 : i32
      %low, %high = arith.mulsi_extended %c0_i32, %c0_i32 : i32
      %f = constant @helper0 : () -> ()
      call_indirect %f() : () -> ()
      %c3 = arith.constant 3 : index
      %alloc = memref.alloc(%c3) : memref<?xi32>
      %c0 = arith.constant 0 : index
      %0 = memref.load %alloc[%c0] : memref<?xi32>
      return
    }
  }
  func.func @kernel_0(%arg0: i32, %arg1: memref<3xindex>, %arg2: tensor<2xi32>) attributes {ref = @inner::@helper0} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.maxsi %c0_i32, %c0_i32 : i32
    %c2 = arith.constant 2 : index
    %1 = memref.load %arg1[%c2] : memref<3xindex>
    %2 = arith.cmpi sge, %c2, %c2 : index
    %3 = scf.if %2 -> (i8) {
      %cst = arith.constant 2.500000e+00 : bf16
      %4 = arith.divf %cst, %cst fastmath<reassoc,contract> : bf16
      %alloca = memref.alloca() : memref<4x4x1xi32>
      %c3 = arith.constant 3 : index
      %subview = memref.subview %alloca[2, 0, 0] [1, %c3, 1] [1, 1, 1] : memref<4x4x1xi32> to memref<1x?x1xi32, strided<[4, 1, 1], offset: 8>>
      %5 = tensor.empty() : tensor<3xf32>
      %6 = linalg.div ins(%5, %5 : tensor<3xf32>, tensor<3xf32>) outs(%5 : tensor<3xf32>) -> tensor<3xf32>
      %c0 = arith.constant 0 : index
      %7 = arith.cmpi slt, %c0, %c3 : index
      cf.assert %7, "x must be \22positive\22"
      %c1_i8 = arith.constant 1 : i8
      scf.yield %c1_i8 : i8
    } else {
      %c127_i8 = arith.constant 127 : i8
      scf.yield %c127_i8 : i8
    }
    return
  }
}


module attributes {test.module_note = "std"} {
  func.func private @f0(%arg0: memref<2x?xf16>, %arg1: memref<2x8x?xf16> {llvm.noundef, test.tag = "x"}, %arg2: f16, %arg3: bf16 {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c2 = arith.constant 2 : index
    %dim = memref.dim %arg1, %c2 : memref<2x8x?xf16>
    %c4611686018427387903 = arith.constant 4611686018427387903 : index
    %0:2 = scf.index_switch %c4611686018427387903 -> i32, f32 
    case 0 {
      %c8 = arith.constant 8 : index
      %alloc = memref.alloc(%c8) : memref<2x?xbf16>
      memref.copy %alloc, %alloc : memref<2x?xbf16> to memref<2x?xbf16>
      %2 = arith.index_castui %dim : index to i16
      %c1_i32 = arith.constant 1 : i32
      %cst = arith.constant 3.000000e+00 : f32
      scf.yield %c1_i32, %cst : i32, f32
    }
    case 4 {
      %2 = arith.cmpi slt, %c4611686018427387903, %dim : index
      %cst = arith.constant 1.000000e+02 : bf16
      func.call @f0(%arg0, %arg1, %arg2, %cst) : (memref<2x?xf16>, memref<2x8x?xf16>, f16, bf16) -> ()
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %cst_0 = arith.constant 1.000000e+02 : f32
      scf.yield %c2147483647_i32, %cst_0 : i32, f32
    }
    case 5 {
      %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
      %2 = math.ctlz %c4611686018427387903_i64 : i64
      %cst = arith.constant dense<1> : tensor<1xi32>
      %cast = tensor.cast %cst : tensor<1xi32> to tensor<1xi32>
      %c33_i32 = arith.constant 33 : i32
      %3 = arith.cmpi slt, %c33_i32, %c33_i32 : i32
      cf.assert %3, "bounds check"
      %cst_0 = arith.constant -2.500000e-01 : f32
      scf.yield %c33_i32, %cst_0 : i32, f32
    }
    default {
      %cst = arith.constant dense<-1> : vector<2x4xi16>
      %2 = arith.cmpi uge, %cst, %cst : vector<2x4xi16>
      %c1_i32 = arith.constant 1 : i32
      %cst_0 = arith.constant 2.500000e+00 : f32
      scf.yield %c1_i32, %cst_0 : i32, f32
    }
    %1 = arith.negf %0#1 : f32
    return
  }
}

